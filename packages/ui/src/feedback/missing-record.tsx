import { Alert, Button } from '@mantine/core';
import type { MessageKey } from '@wms/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * A detail page opened without its id (or with one that finds nothing): says what is missing and links
 * back to the list, instead of a bare title or an endless "loading".
 */
export function MissingRecord({
  what,
  backTo,
  backLabel,
  notFound = false,
}: {
  /** What the page shows, e.g. `products:detail` ("Product detail"). */
  what: MessageKey;
  /** The list to pick one from (`routeTo(...)`). */
  backTo: string;
  /** The list's name, e.g. `products:formalList`. */
  backLabel: MessageKey;
  /** An id was given but nothing answers to it. */
  notFound?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      m="md"
      title={t(notFound ? 'resource:recordNotFound' : 'resource:noRecordChosen', { what: t(what) })}
      data-testid="missing-record"
    >
      <Button component={Link} to={backTo} variant="light" size="xs" mt="xs">
        {t('resource:backToList', { list: t(backLabel) })}
      </Button>
    </Alert>
  );
}
