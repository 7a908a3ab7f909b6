// PlanCard. Each string is its own const as well, so that the catalogue (./catalogue.ts) can re-export it
// alone.
export const currentPlan = 'ご利用中のプラン';
export const choosePlan = (plan: string) => `${plan}を選ぶ`;
export const initialFee = '入会金';
export const free = '無料';
export const joinPlan = (plan: string) => `${plan}で入会する`;

export const planText = { currentPlan, choosePlan, initialFee, free, joinPlan } as const;
