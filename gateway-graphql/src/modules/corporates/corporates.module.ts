import { defineModule } from '../module';
import { CorporateEnquiryResolver } from './corporate-enquiry.resolver';
import { CorporateEnquirySource } from './corporate-enquiry.source';
import { CorporatesResolver } from './corporates.resolver';
import { CorporatesSource } from './corporates.source';

/** Staff corporate management and corporate enquiries (issue 13 item 4). */
export const corporatesModule = defineModule({
  name: 'corporates',
  resolvers: [CorporatesResolver, CorporateEnquiryResolver],
  createSources: (scope) => ({
    corporates: new CorporatesSource(scope),
    corporateEnquiries: new CorporateEnquirySource(scope),
  }),
});
