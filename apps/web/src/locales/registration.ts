/** French texts of part `registration` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/registration.json';

addTexts(texts);
