import { AddressJobWizard } from '../components/address-job-wizard';

/** /app/add-address-job/1 (spec section 2, "Jobs"; section 4, "Add-job wizard") */
export function AddAddressJobStep1Page() {
  return <AddressJobWizard step={1} />;
}
