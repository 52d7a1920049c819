import { SENSITIVE_PERMISSIONS } from '#shared/constants';
import { byRisk, permissionInfo } from '#shared/domain/permission-info';
import { Icon } from '../../components/Icon';
import { PermissionName } from './PermissionRisk';
import './PermissionsList.css';

export function isSensitive(permission: string): boolean {
  return (SENSITIVE_PERMISSIONS as readonly string[]).includes(permission);
}

/**
 * Android permissions the extension asks for, in plain words with Android's risk
 * level, riskiest first; Play-sensitive ones are flagged as well.
 */
export function PermissionsList({ permissions }: { permissions: readonly string[] }) {
  if (permissions.length === 0) {
    return (
      <p className="permissions__none">This extension asks for no Android permissions.</p>
    );
  }
  const sorted = permissions
    .map(permissionInfo)
    .sort(
      (a, b) => Number(isSensitive(b.name)) - Number(isSensitive(a.name)) || byRisk(a, b),
    )
    .map(info => info.name);
  const sensitiveCount = sorted.filter(isSensitive).length;
  return (
    <>
      {sensitiveCount > 0 && (
        <p className="permissions__warning">
          <Icon name="alert" size={16} />
          {sensitiveCount === 1
            ? '1 permission is'
            : `${sensitiveCount} permissions are`}{' '}
          sensitive on Google Play and may need a declaration when you publish.
        </p>
      )}
      <ul className="permissions">
        {sorted.map(permission => (
          <li
            key={permission}
            className={
              isSensitive(permission) ? 'permission permission--sensitive' : 'permission'
            }
          >
            <PermissionName name={permission} />
            {isSensitive(permission) && (
              <span className="permission__flag">Sensitive</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
