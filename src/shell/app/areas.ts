import type { AreaModule } from '../lib/area';

export const loadArea = {
  site: (): Promise<AreaModule> => import('../../site/area'),
  auth: (): Promise<AreaModule> => import('../../auth/area'),
  school: (): Promise<AreaModule> => import('../../admin/school/area'),
  office: (): Promise<AreaModule> => import('../../admin/office/area'),
  student: (): Promise<AreaModule> => import('../../student/area'),
};
export type AreaName = keyof typeof loadArea;
