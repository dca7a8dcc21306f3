/** French texts of part `candidate-signup` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/candidate-signup.json';

addTexts(texts);
