import { ContractScreen } from './contract-screen';

/** /m/member/agent/getSalaryContract */
export default function SalaryContractScreen() {
  return <ContractScreen kind="SALARY" />;
}
