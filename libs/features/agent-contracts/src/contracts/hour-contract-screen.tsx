import { ContractScreen } from './contract-screen';

/** /m/member/agent/getHourContract */
export default function HourContractScreen() {
  return <ContractScreen kind="HOURLY" />;
}
