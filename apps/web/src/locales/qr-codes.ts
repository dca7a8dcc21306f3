/** Texts of part `qr-codes` (decisions 085, 092): imported by each module that uses them. English loads only for English. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/qr-codes.json';

addTexts(texts, () => import('./en/qr-codes.json'));
