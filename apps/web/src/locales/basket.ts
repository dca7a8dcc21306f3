/** French texts of part `basket` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/basket.json';

addTexts(texts);
