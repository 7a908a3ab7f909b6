import { beforeEach, describe, expect, it } from 'vitest';
import { cleanVotingStorage, VOTING_STORAGE_KEYS } from './local-storage-rules.ts';

const fill = () => {
  localStorage.setItem(VOTING_STORAGE_KEYS.voting, '{"votingEventProfileId":3,"point":10}');
  localStorage.setItem(VOTING_STORAGE_KEYS.votingPackage, '{"votingPackageId":1,"count":2}');
  localStorage.setItem('unrelated', 'kept');
};

describe('cleanVotingStorage (spec section 4)', () => {
  beforeEach(() => {
    localStorage.clear();
    fill();
  });

  it.each(['/sign-in', '/voting', '/voting/'])('keeps the voting entry on %s', (route) => {
    cleanVotingStorage(route, localStorage);
    expect(localStorage.getItem('voting')).not.toBeNull();
    expect(localStorage.getItem('votingPackage')).toBeNull();
  });

  it.each(['/voting/cart-point-purchase', '/voting/point-purchase-process'])(
    'keeps the votingPackage entry on %s but drops the voting entry',
    (route) => {
      cleanVotingStorage(route, localStorage);
      expect(localStorage.getItem('votingPackage')).not.toBeNull();
      expect(localStorage.getItem('voting')).toBeNull();
    },
  );

  it.each(['/', '/voting/history', '/news', '/sign-in/extra', '/cart'])(
    'removes both entries on %s',
    (route) => {
      cleanVotingStorage(route, localStorage);
      expect(localStorage.getItem('voting')).toBeNull();
      expect(localStorage.getItem('votingPackage')).toBeNull();
    },
  );

  it('never touches other keys', () => {
    cleanVotingStorage('/', localStorage);
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });
});
