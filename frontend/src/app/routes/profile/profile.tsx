import { useState } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { isPrivateUser, type SkillVideoResponse } from '@conectando/contracts';
import { Navigate } from 'react-router-dom';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { DataRightsSection } from '@/features/privacy/components/data-rights-section';
import { TrustedContactSection } from '@/features/trusted-contact/components/trusted-contact-section';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Page } from '@/components/layout/page';
import { HelpLink } from '@/components/ui/help-link';
import { LoadError } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { useUserProfile } from '@/features/profile/api/get-profile';
import { ActivityStats } from '@/features/profile/components/activity-stats';
import { EditProfileDialog } from '@/features/profile/components/edit-profile-dialog';
import { EditSkillsDialog } from '@/features/profile/components/edit-skills-dialog';
import { ModeSwitch } from '@/features/profile/components/mode-switch';
import { MySkills } from '@/features/profile/components/my-skills';
import { MyStories } from '@/features/profile/components/my-stories';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { ProfileTabs } from '@/features/profile/components/profile-tabs';
import { ProfileTopBar } from '@/features/profile/components/profile-top-bar';
import { UserNotFound } from '@/features/profile/components/user-not-found';
import { CaptionsButton } from '@/features/videos/components/captions-button';
import { DeleteVideoButton } from '@/features/videos/components/delete-video-button';
import { UploadVideoDialog } from '@/features/videos/components/upload-video-dialog';
import { VideoPlayerDialog } from '@/features/videos/components/video-player-dialog';
import { TextSizeSetting } from '@/features/text-size/components/text-size-setting';
import { WisdomTip } from '@/features/wisdom/components/wisdom-tip';
import { isApiError } from '@/lib/api-client';

type OpenDialog =
  { kind: 'profile' } | { kind: 'skills' } | { kind: 'upload'; skill?: string } | { kind: 'story' } | null;

// /profile: the signed-in user's own profile.
export const ProfileRoute = () => {
  const { user: me, isPending } = useCurrentUser();
  if (isPending) return <FullPageSpinner />;
  if (!me) return <Navigate to={paths.login} replace />;
  return <Profile userId={me.id} />;
};

const Profile = ({ userId }: { userId: string }) => {
  const { user: me } = useCurrentUser();
  const profile = useUserProfile(userId);
  const logout = useLogout();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [playing, setPlaying] = useState<SkillVideoResponse | null>(null);

  if (profile.isPending || !me) return <FullPageSpinner />;
  if (profile.isLoadingError) {
    if (isApiError(profile.error) && profile.error.status === 404) return <UserNotFound />;
    return (
      <Page>
        <LoadError onRetry={() => void profile.refetch()} />
      </Page>
    );
  }
  const user = profile.data;
  const close = () => setDialog(null);

  return (
    <Page>
      <title>Mi Perfil · Conectando Generaciones</title>
      <Stack gap="5">
        <ProfileTopBar onLogout={() => logout.mutate()} />
        <Heading as="h1" fontSize="3xl">
          Mi Perfil
        </Heading>
        <HelpLink alignSelf="flex-start" context={{ type: 'account', id: me.id }} />
        <ModeSwitch user={me} />
        <ProfileCard user={user} onEdit={isPrivateUser(user) ? () => setDialog({ kind: 'profile' }) : undefined} />
        <TextSizeSetting />
        <Stack as="section" aria-labelledby="actividad" gap="3">
          <Heading as="h2" id="actividad" fontSize="2xl">
            Actividad
          </Heading>
          <ActivityStats userId={userId} />
        </Stack>
        <ProfileTabs
          skills={
            <MySkills
              userId={userId}
              mode={me.mode}
              skills={user.skills}
              onEditSkills={() => setDialog({ kind: 'skills' })}
              onUpload={(skill) => setDialog({ kind: 'upload', skill })}
              onShareStory={() => setDialog({ kind: 'story' })}
              onPlay={setPlaying}
              videoActions={(video) => (
                <>
                  <CaptionsButton video={video} />
                  <DeleteVideoButton video={video} mode={me.mode} noun="video" />
                </>
              )}
            />
          }
          stories={
            <MyStories
              userId={userId}
              mode={me.mode}
              onShare={() => setDialog({ kind: 'story' })}
              onPlay={setPlaying}
              storyActions={(story) => <DeleteVideoButton video={story} mode={me.mode} noun="relato" />}
            />
          }
        />
        {user.id === me.id && <TrustedContactSection />}
        {user.id === me.id && <NotificationSettings />}
        {user.id === me.id && <DataRightsSection />}
        <WisdomTip context="profile" />
      </Stack>

      {isPrivateUser(user) && <EditProfileDialog user={user} open={dialog?.kind === 'profile'} onClose={close} />}
      <EditSkillsDialog userId={userId} skills={user.skills} open={dialog?.kind === 'skills'} onClose={close} />
      <UploadVideoDialog
        open={dialog?.kind === 'upload'}
        onClose={close}
        defaultSkill={dialog?.kind === 'upload' ? dialog.skill : undefined}
      />
      <UploadVideoDialog kind="story" open={dialog?.kind === 'story'} onClose={close} />
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </Page>
  );
};
