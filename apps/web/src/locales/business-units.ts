/** French texts of part `business-units` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/business-units.json';

addTexts(texts);
