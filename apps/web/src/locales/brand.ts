/** French texts of part `brand` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/brand.json';

addTexts(texts);
