/** French texts of part `addresses` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/addresses.json';

addTexts(texts);
