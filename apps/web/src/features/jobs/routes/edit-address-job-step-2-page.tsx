import { useParams } from 'react-router';
import { AddressJobWizard } from '../components/address-job-wizard';

/** /app/edit-address-job/{uuid}/2 (spec section 2, "Jobs") */
export function EditAddressJobStep2Page() {
  const { uuid } = useParams();
  return <AddressJobWizard step={2} uuid={uuid ?? ''} />;
}
