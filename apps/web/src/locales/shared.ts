/** French texts of part `shared` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/shared.json';

addTexts(texts);
