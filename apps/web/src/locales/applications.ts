/** French texts of part `applications` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/applications.json';

addTexts(texts);
