/** French texts of part `invoices` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/invoices.json';

addTexts(texts);
