/** Texts of part `store-switch` (decisions 085, 092): imported by each module that uses them. English loads only for English. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/store-switch.json';

addTexts(texts, () => import('./en/store-switch.json'));
