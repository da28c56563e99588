import { Anchor, List } from '@mantine/core';
import { setupSteps } from '@wms/api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The setup steps, each linking to the page that does it. */
export function StepsList() {
  const { t } = useTranslation();
  return (
    <List type="ordered" spacing="xs">
      {setupSteps.map(({ step, path }) => (
        <List.Item key={step}>
          <Anchor component={Link} to={path}>
            {t(`home:setup.${step}`)}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
