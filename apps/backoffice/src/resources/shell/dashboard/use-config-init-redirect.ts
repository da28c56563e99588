import { authEndpoints, tenantAdminEndpoints, tenantEndpoints } from '@wms/api';
import { useApiQuery, useCan } from '@wms/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The administrator of a tenant whose initial configuration is not finished lands on /config/init, which
 * walks through the setup steps, instead of the dashboard; once the forced password change is done (that
 * dialog lives in the shell, which /config/init does not have).
 */
export function useConfigInitRedirect() {
  const can = useCan();
  const navigate = useNavigate();
  const user = useApiQuery(authEndpoints.getUserInfo, {});
  const mayFinish = can(tenantAdminEndpoints.finishInit) && user.data?.needChangePwd === false;
  const info = useApiQuery(tenantEndpoints.getTenantInfo, {}, { enabled: mayFinish });
  const pending = mayFinish && info.data?.initialized === false;
  useEffect(() => {
    if (pending) void navigate('/config/init', { replace: true });
  }, [pending, navigate]);
}
