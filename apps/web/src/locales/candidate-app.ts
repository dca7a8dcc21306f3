/** Texts of part `candidate-app` (decisions 085, 092): imported by each module that uses them. English loads only for English. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/candidate-app.json';

addTexts(texts, () => import('./en/candidate-app.json'));
