export { paginate, toCard, toContact, toProfile } from './candidates.mapper.ts';
export { cardsWithBestMatch, contactAccessSql, findProfile, parseIntArray, type Viewer } from './candidates.repository.ts';
export { assertShopUser, isShopUser, viewerOf } from './candidates.service.ts';
