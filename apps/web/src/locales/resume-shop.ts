/** Texts of part `resume-shop` (decisions 085, 092): imported by each module that uses them. English loads only for English. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/resume-shop.json';

addTexts(texts, () => import('./en/resume-shop.json'));
