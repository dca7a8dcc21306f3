import { useParams } from 'react-router';
import { AddressJobWizard } from '../components/address-job-wizard';

/** /app/edit-address-job/{uuid}/1 (spec section 2, "Jobs") */
export function EditAddressJobStep1Page() {
  const { uuid } = useParams();
  return <AddressJobWizard step={1} uuid={uuid ?? ''} />;
}
