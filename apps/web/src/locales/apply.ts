/** French texts of part `apply` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/apply.json';

addTexts(texts);
