import { configure } from '@testing-library/react';

// The hook tests wait for react-query to settle. On a loaded machine (CI runs every stage of the
// test command) that can take longer than Testing Library's 1 s default, so wait up to 8 s, as the
// site's tests do. A hook that never settles still fails.
configure({ asyncUtilTimeout: 8000 });
