import { ContractScreen } from './contract-screen';

/** /m/member/agent/getDevidendContract */
export default function DividendContractScreen() {
  return <ContractScreen kind="DIVIDEND" />;
}
