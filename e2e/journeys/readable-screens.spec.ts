import { test } from '../support/servers';
import { TOUR_ACCOUNTS, visitScreensOf, whose } from '../support/every-screen';
import { expectLargeTargets, expectReadableText, expectReflow } from '../support/phone-checks';
import { checkScreen } from '../support/screens';

// At the phone's usual text size, every screen of spec §2: text of 16 px at least (18 px for
// paragraphs and the navigation), every control at least 44 × 44 px, nothing running out of its box
// or over another, and no serious or critical axe violation (checkScreen).

test.describe.configure({ mode: 'parallel' });

for (const account of TOUR_ACCOUNTS)
  test(`at 100% text every screen ${whose(account)} has readable text, large targets and no serious axe violation`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await visitScreensOf(page, account, async (name) => {
      await expectReadableText(page, name);
      await expectLargeTargets(page, name);
      await expectReflow(page, name);
      await checkScreen(page, `readable-${name}`);
    });
  });
