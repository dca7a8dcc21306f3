/** French texts of part `resume-shop` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/resume-shop.json';

addTexts(texts);
