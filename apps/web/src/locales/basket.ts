/** Texts of part `basket` (decisions 085, 092): imported by each module that uses them. English loads only for English. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/basket.json';

addTexts(texts, () => import('./en/basket.json'));
