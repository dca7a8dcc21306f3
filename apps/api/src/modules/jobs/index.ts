/**
 * The jobs of an address (spec sections 3 and 6): creation, edition and deletion of an address's
 * job with its lists (contracts, criteria, skills), and the checks that every id sent exists
 * (`allExist`) and that skills belong to their group. The matching of candidates to these jobs is
 * the matching module's.
 */
export { allExist, allSkillsInGroup, findOwnedAddress, insertAddressJob, replaceLinks, replaceSkills } from './jobs.repository.ts';
