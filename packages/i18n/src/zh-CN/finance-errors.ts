import type { financeErrors as en } from '../en/finance-errors.ts';

export const financeErrors: typeof en = {
  BILL_STATE_REFUSED: '账单 {{invoiceNo}} 为{{state}}状态，不能执行“{{action}}”',
  BILL_MONTH_OPEN: '{{billMonth}} 月尚未结束，不能出账',
  BILL_NOTHING_TO_CLOSE: '{{billMonth}} 月没有未出账的费用',
  CHARGE_NOT_ON_BILL: '只能修改未结清账单中的费用',
  CHARGE_ALREADY_REVERSED: '该费用已被冲销，请修改其最新的费用',
  MISC_FEE_STATE_REFUSED: '杂费 {{feeNo}} 为{{state}}状态，不能执行“{{action}}”',
  VOUCHER_TYPE_REFUSED: '凭证 {{name}}：只支持 png、jpeg、jpg、pdf、txt、doc、word、xls、xlsx、rar、zip 文件',
  WRITE_OFF_TOO_MUCH: '账单 {{invoiceNo}} 待付金额仅剩 {{amountToPay}}',
  RECHARGE_STATE_REFUSED: '充值 {{serialNo}} 为{{state}}状态，不能执行“{{action}}”',
  BALANCE_INSUFFICIENT: '客户 {{customerCode}} 为预付客户，余额 {{balance}} 不足以支付 {{amount}}，请先充值',
  CREDIT_EXCEEDED:
    '客户 {{customerCode}} 将超出信用额度 {{limit}}：已欠 {{outstanding}}，本次费用 {{amount}}',
  AUDIT_REASON_REQUIRED: '驳回时请填写原因',
};
