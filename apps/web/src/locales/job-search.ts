/** French texts of part `job-search` (decision 085): imported by each module that uses them. */
import { addTexts } from '@/lib/i18n';
import texts from './fr/job-search.json';

addTexts(texts);
