import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { ROLE_LABEL } from '@/lib/role-labels.ts';
import { useProfileOrgs } from '../api/account.ts';

/** Every organisation the user belongs to, with the roles the database gives them there; the current one marked. */
export function OrganisationsCard() {
  const t = useT();
  const orgs = useProfileOrgs();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profile.orgsTitle')}</CardTitle>
        <CardDescription>{t('profile.orgsBody')}</CardDescription>
      </CardHeader>
      <CardContent>
        {orgs.isPending ? (
          <p className="text-sm text-muted-foreground">{t('profile.orgsLoading')}</p>
        ) : orgs.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('profile.orgsFailed')}
          </p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="pb-2 font-medium">
                  {t('profile.orgColumn')}
                </th>
                <th scope="col" className="pb-2 font-medium">
                  {t('profile.rolesColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orgs.data.map((org) => (
                <tr key={org.id} className="border-t">
                  <td className="py-2 pr-4">
                    {org.name}
                    {org.active ? (
                      <Badge variant="outline" className="ml-2">
                        {t('profile.activeOrg')}
                      </Badge>
                    ) : null}
                  </td>
                  <td className="py-2">
                    <span className="flex flex-wrap gap-1">
                      {org.roles.map((role) => (
                        <Badge key={role} variant="secondary">
                          {t(ROLE_LABEL[role])}
                        </Badge>
                      ))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
