/** French texts of part `orders` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/orders.json';

addTexts(texts);
