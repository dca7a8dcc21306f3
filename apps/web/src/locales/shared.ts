/** Texts of part `shared` (decisions 085, 092): imported by each module that uses them. English loads only for English. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/shared.json';

addTexts(texts, () => import('./en/shared.json'));
