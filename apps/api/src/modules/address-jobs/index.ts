export { allExist, allSkillsInGroup, findOwnedAddress, insertAddressJob, replaceLinks, replaceSkills } from './address-jobs.repository.ts';
