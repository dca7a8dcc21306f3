/** French texts of part `affiliates` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/affiliates.json';

addTexts(texts);
