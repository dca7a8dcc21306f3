import { AddressJobWizard } from '../components/address-job-wizard';

/** /app/add-address-job/2 (spec section 2, "Jobs"; section 4, "Add-job wizard") */
export function AddAddressJobStep2Page() {
  return <AddressJobWizard step={2} />;
}
