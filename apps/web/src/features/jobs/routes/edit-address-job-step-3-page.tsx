import { useParams } from 'react-router';
import { AddressJobWizard } from '../components/address-job-wizard';

/** /app/edit-address-job/{uuid}/3 (spec section 2, "Jobs") */
export function EditAddressJobStep3Page() {
  const { uuid } = useParams();
  return <AddressJobWizard step={3} uuid={uuid ?? ''} />;
}
