import { useMemberShell } from '../shell/member-shell';
import { BaseMemberCentre } from './base-member-centre';
import { NewMemberCentre } from './new-member-centre';
import { useMemberCentre } from './member-centre-query';

/** /m/member/home in the template the site status picks (spec section 4: mem_cen 1 → new, else base). */
export default function MemberCentreScreen() {
  const template = useMemberShell().useCentreTemplate();
  const centre = useMemberCentre();
  return template === 'new' ? <NewMemberCentre centre={centre} /> : <BaseMemberCentre centre={centre} />;
}
