/** French texts of part `marketing` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/marketing.json';

addTexts(texts);
