import { AddressJobWizard } from '../components/address-job-wizard';

/** /app/add-address-job/3 (spec section 2, "Jobs"; section 4, "Add-job wizard") */
export function AddAddressJobStep3Page() {
  return <AddressJobWizard step={3} />;
}
