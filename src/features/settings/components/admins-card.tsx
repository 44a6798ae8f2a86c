import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil, UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_NAME_MAX_LENGTH, addAdminSchema, useAddAdmin, type AddAdminValues } from '../api/add-admin';
import { PIN_MAX_LENGTH } from '../api/change-admin-pin';
import { useAdmins, type AdminRow } from '../api/list-admins';
import { useRenameAdmin } from '../api/rename-admin';
import { useRevokeAdmin } from '../api/revoke-admin';

/** Named admins (DESIGN rule 15): everyone sees who they are; only the league owner adds, renames and revokes. */
export function AdminsCard() {
  const admins = useAdmins();
  const isOwner = admins.data?.some((admin) => admin.is_me && admin.is_owner) ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users aria-hidden className="size-5 text-gold-ink" /> Admins
        </CardTitle>
        <CardDescription>Each admin signs in with their own PIN, and the audit log names who acted.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        {admins.isPending ? (
          <Skeleton className="h-24" />
        ) : admins.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{admins.error.message}</AlertDescription>
          </Alert>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Admins">
            {admins.data.map((admin) => (
              <AdminItem key={admin.id} admin={admin} canManage={isOwner} />
            ))}
          </ul>
        )}
        {isOwner ? (
          <AddAdminForm />
        ) : (
          admins.isSuccess && <p className="text-sm text-muted-foreground">Only the league owner can add, rename or revoke admins.</p>
        )}
      </CardContent>
    </Card>
  );
}

function AdminItem({ admin, canManage }: { admin: AdminRow; canManage: boolean }) {
  const active = admin.revoked_at === null;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
      <span className={active ? 'font-medium' : 'text-muted-foreground line-through'}>{admin.name}</span>
      <span className="flex flex-wrap gap-1.5">
        {admin.is_owner && <Badge variant="gold">Owner</Badge>}
        {admin.is_me && <Badge variant="outline">You</Badge>}
        {!active && <Badge variant="secondary">Revoked</Badge>}
      </span>
      {canManage && active && (
        <span className="ml-auto flex gap-1">
          <RenameAdminButton admin={admin} />
          {!admin.is_owner && <RevokeAdminButton admin={admin} />}
        </span>
      )}
    </li>
  );
}

function RenameAdminButton({ admin }: { admin: AdminRow }) {
  const rename = useRenameAdmin();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(admin.name);
  const inputId = `admin-name-${admin.id}`;
  const trimmed = name.trim();
  const problem = trimmed === '' ? 'Name is required' : trimmed.length > ADMIN_NAME_MAX_LENGTH ? 'Name must be 60 characters or less' : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setName(admin.name);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Rename ${admin.name}`}>
          <Pencil aria-hidden /> Rename
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (problem) return;
            rename.mutate({ id: admin.id, name: trimmed }, { onSuccess: () => setOpen(false) });
          }}
        >
          <DialogHeader>
            <DialogTitle>Rename admin</DialogTitle>
            <DialogDescription>The audit log shows the new name on every change this admin made.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Name</Label>
            <Input id={inputId} value={name} maxLength={ADMIN_NAME_MAX_LENGTH + 10} onChange={(event) => setName(event.target.value)} />
            {problem && <p className="text-sm text-destructive">{problem}</p>}
          </div>
          <DialogFooter>
            <Button type="submit" variant="forest" disabled={rename.isPending || problem !== null}>
              {rename.isPending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RevokeAdminButton({ admin }: { admin: AdminRow }) {
  const revoke = useRevokeAdmin();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Revoke ${admin.name}`} disabled={revoke.isPending}>
          <UserMinus aria-hidden className="text-destructive" /> Revoke
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke admin</AlertDialogTitle>
          <AlertDialogDescription>
            Revoke {admin.name}? Their sessions end now and their PIN no longer opens the admin area.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={() => revoke.mutate(admin.id)}>
            Revoke
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function AddAdminForm() {
  const add = useAddAdmin();
  const form = useForm<AddAdminValues>({ resolver: zodResolver(addAdminSchema), defaultValues: { name: '', pin: '', confirm: '' } });
  const submit = form.handleSubmit(({ name, pin }) => add.mutate({ name, pin }, { onSuccess: () => form.reset() }));

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 border-t pt-4" aria-label="Add an admin">
        <FormField
          control={form.control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Admin name</FormLabel>
              <FormControl>
                <Input autoComplete="off" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            control={form.control}
            name="pin"
            render={({ field }) => (
              <FormItem className="content-start">
                <FormLabel>Their PIN</FormLabel>
                <FormControl>
                  <Input type="password" inputMode="numeric" autoComplete="new-password" maxLength={PIN_MAX_LENGTH} {...field} />
                </FormControl>
                <FormDescription>6–10 digits.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="confirm"
            render={({ field }) => (
              <FormItem className="content-start">
                <FormLabel>Confirm their PIN</FormLabel>
                <FormControl>
                  <Input type="password" inputMode="numeric" autoComplete="new-password" maxLength={PIN_MAX_LENGTH} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <div>
          <Button type="submit" variant="forest" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add admin'}
          </Button>
        </div>
      </form>
    </Form>
  );
}
