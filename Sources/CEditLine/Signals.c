// Signals while a line is read, and the read function that handles them (see CEditLine.h).

#include "CEditLine.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

// What cel_restore_signals puts back: the dispositions a handler replaced, and the calling
// thread's signal mask when it was changed.
struct cel_signals_token {
    int count;
    int signals[8];
    struct sigaction actions[8];
    sigset_t mask;
    int restores_mask;
};

// Which dispositions cel_install replaces.
enum cel_replaces { cel_replaces_any, cel_replaces_default, cel_replaces_unless_ignored };

// Installs `handler` for `signal_number`, keeping the disposition it replaces in `token`, when
// that disposition is one `replaces` names (else leaves the signal alone). Returns 0, or -1 when
// sigaction failed.
static int cel_install(struct cel_signals_token *token, int signal_number, void (*handler)(int),
                       int flags, enum cel_replaces replaces) {
    struct sigaction previous;
    if (replaces != cel_replaces_any) {
        if (sigaction(signal_number, NULL, &previous) != 0) {
            return -1;
        }
        int is_handler = (previous.sa_flags & SA_SIGINFO) != 0
            || (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN);
        int is_default = !is_handler && previous.sa_handler == SIG_DFL;
        if (replaces == cel_replaces_default ? !is_default : !(is_default || is_handler)) {
            return 0;
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    if (sigaction(signal_number, &action, &previous) != 0) {
        return -1;
    }
    token->signals[token->count] = signal_number;
    token->actions[token->count] = previous;
    token->count += 1;
    return 0;
}

void cel_restore_signals(void *opaque) {
    struct cel_signals_token *token = opaque;
    for (int i = token->count - 1; i >= 0; i--) {
        sigaction(token->signals[i], &token->actions[i], NULL);
    }
    if (token->restores_mask) {
        pthread_sigmask(SIG_SETMASK, &token->mask, NULL);
    }
    free(token);
}

// Unblocks the token's signals in the calling thread, noting the mask to put back.
static void cel_unblock(struct cel_signals_token *token) {
    sigset_t caught;
    sigemptyset(&caught);
    for (int i = 0; i < token->count; i++) {
        sigaddset(&caught, token->signals[i]);
    }
    token->restores_mask = pthread_sigmask(SIG_UNBLOCK, &caught, &token->mask) == 0;
}

// Signals while a line is read. A handler cannot make a read(2) that has not started fail, nor
// safely edit the line: a SIGINT handled while the reading thread is anywhere but blocked in
// read(2) (echoing the last key, in a Tab completion, before the first read) was used up, and
// the next read waited for a key. So the handler notes the signal and writes a byte to this
// pipe, and cel_read_char waits on the terminal and the pipe together, then acts on what was
// noted, on the reading thread, between two keys: the note stays until then, whenever and on
// whichever thread the signal was handled. Both ends are close-on-exec and non-blocking (the
// handler never waits; draining stops when it is empty); -1 until the first line is read.
static int cel_signal_pipe[2] = { -1, -1 };
static pthread_once_t cel_signal_pipe_once = PTHREAD_ONCE_INIT;
// The notes: lock-free atomics, which a handler may set on one thread and the reading thread
// take on another.
static atomic_int cel_interrupted = 0; // SIGINT: Ctrl-C
static atomic_int cel_stop_asked = 0; // SIGTSTP: Ctrl-Z
static atomic_int cel_continued = 0; // SIGCONT: `fg` after a stop
static atomic_int cel_resized = 0; // SIGWINCH

static void cel_make_signal_pipe(void) {
    int ends[2];
    if (pipe(ends) != 0) {
        return;
    }
    for (int i = 0; i < 2; i++) {
        if (fcntl(ends[i], F_SETFD, FD_CLOEXEC) != 0
            || fcntl(ends[i], F_SETFL, fcntl(ends[i], F_GETFL) | O_NONBLOCK) != 0) {
            close(ends[0]);
            close(ends[1]);
            return;
        }
    }
    cel_signal_pipe[0] = ends[0];
    cel_signal_pipe[1] = ends[1];
}

static void cel_drain_signal_pipe(void) {
    unsigned char bytes[64];
    while (cel_signal_pipe[0] >= 0 && read(cel_signal_pipe[0], bytes, sizeof bytes) > 0) {
    }
}

// write(2) is async-signal-safe; errno is kept for the code the signal interrupted.
static void cel_note_signal(int signal_number) {
    int saved_errno = errno;
    switch (signal_number) {
    case SIGINT:
        atomic_store(&cel_interrupted, 1);
        break;
    case SIGTSTP:
        atomic_store(&cel_stop_asked, 1);
        break;
    case SIGCONT:
        atomic_store(&cel_continued, 1);
        break;
    case SIGWINCH:
        atomic_store(&cel_resized, 1);
        break;
    default:
        break;
    }
    const unsigned char noted = 1;
    ssize_t ignored = write(cel_signal_pipe[1], &noted, 1);
    (void)ignored;
    errno = saved_errno;
}

// The terminal's mode when the line's reading began (the one the editor leaves it in between
// lines), which a signal that ends the process puts back first.
static int cel_terminal_fd = -1;
static struct termios cel_terminal_mode;
static volatile sig_atomic_t cel_has_terminal_mode = 0;

// The signals that end the process, and their dispositions before cel_catch_signals.
static const int cel_ending_signals[] = { SIGHUP, SIGTERM, SIGQUIT };
static struct sigaction cel_ending_previous[3];

// SIGHUP, SIGTERM, SIGQUIT while a line is read: the terminal as it was, then the signal passed
// on to the disposition it had (by default the process ends; Swift's runtime prints a backtrace
// for SIGQUIT). tcsetattr, sigaction and raise are async-signal-safe; TCSANOW, so that output
// stopped with Ctrl-S cannot keep the process from ending.
static void cel_end_on_signal(int signal_number) {
    if (cel_has_terminal_mode) {
        tcsetattr(cel_terminal_fd, TCSANOW, &cel_terminal_mode);
    }
    for (size_t i = 0; i < sizeof cel_ending_signals / sizeof cel_ending_signals[0]; i++) {
        if (cel_ending_signals[i] == signal_number) {
            sigaction(signal_number, &cel_ending_previous[i], NULL);
        }
    }
    // Blocked until this handler returns; then delivered to the disposition put back.
    raise(signal_number);
}

static int cel_input_fd(EditLine *editor) {
    FILE *input = NULL;
    if (el_get(editor, EL_GETFP, 0, &input) != 0 || input == NULL) {
        return STDIN_FILENO;
    }
    return fileno(input);
}

void *cel_catch_signals(EditLine *editor) {
    pthread_once(&cel_signal_pipe_once, cel_make_signal_pipe);
    if (cel_signal_pipe[0] < 0) {
        return NULL;
    }
    struct cel_signals_token *token = calloc(1, sizeof *token);
    if (token == NULL) {
        return NULL;
    }
    // What was noted before this line is not for it.
    cel_drain_signal_pipe();
    atomic_store(&cel_interrupted, 0);
    atomic_store(&cel_stop_asked, 0);
    atomic_store(&cel_continued, 0);
    atomic_store(&cel_resized, 0);
    cel_terminal_fd = cel_input_fd(editor);
    cel_has_terminal_mode = tcgetattr(cel_terminal_fd, &cel_terminal_mode) == 0;
    // SA_RESTART: the pipe, not EINTR, tells the read function; the code a signal comes in
    // the middle of goes on. Ctrl-C is caught whatever its disposition was, as libedit's own
    // handling caught it; Ctrl-Z, SIGCONT and SIGWINCH only where their default action would
    // apply; the signals that end the process unless they are ignored.
    for (size_t i = 0; i < sizeof cel_ending_signals / sizeof cel_ending_signals[0]; i++) {
        sigaction(cel_ending_signals[i], NULL, &cel_ending_previous[i]);
    }
    if (cel_install(token, SIGINT, cel_note_signal, SA_RESTART, cel_replaces_any) != 0
        || cel_install(token, SIGTSTP, cel_note_signal, SA_RESTART, cel_replaces_default) != 0
        || cel_install(token, SIGCONT, cel_note_signal, SA_RESTART, cel_replaces_default) != 0
        || cel_install(token, SIGWINCH, cel_note_signal, SA_RESTART, cel_replaces_default) != 0
        || cel_install(token, SIGHUP, cel_end_on_signal, 0, cel_replaces_unless_ignored) != 0
        || cel_install(token, SIGTERM, cel_end_on_signal, 0, cel_replaces_unless_ignored) != 0
        || cel_install(token, SIGQUIT, cel_end_on_signal, 0, cel_replaces_unless_ignored) != 0) {
        cel_restore_signals(token);
        return NULL;
    }
    // A dispatch queue's thread blocks signals; the reading thread takes them so that some
    // thread does (the note reaches the read function from any thread).
    cel_unblock(token);
    return token;
}

// Ctrl-Z: what a shell expects of a program it stops: the terminal as the program found it,
// then the stop; once continued, the editor's mode again (SIGCONT then redraws the line).
static void cel_stop(EditLine *editor) {
    el_set(editor, EL_PREP_TERM, 0);
    struct sigaction stop, caught;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &caught);
    sigset_t tstp, mask;
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &tstp, &mask);
    // Delivered to this thread before raise returns: the process stops here until SIGCONT.
    raise(SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &mask, NULL);
    sigaction(SIGTSTP, &caught, NULL);
    el_set(editor, EL_PREP_TERM, 1);
}

// SIGCONT: the editor's mode again (the shell set its own while the process was stopped), and
// the prompt and the line drawn again from the start of the cursor's line.
static void cel_redraw(EditLine *editor) {
    el_set(editor, EL_PREP_TERM, 0);
    el_set(editor, EL_PREP_TERM, 1);
    cel_write(editor, "\r");
    el_set(editor, EL_REFRESH);
}

// Acts on the signals noted since the last look. Returns 1 when Ctrl-C was pressed.
static int cel_act_on_signals(EditLine *editor) {
    if (atomic_exchange(&cel_stop_asked, 0)) {
        cel_stop(editor);
    }
    if (atomic_exchange(&cel_resized, 0)) {
        el_resize(editor);
    }
    if (atomic_exchange(&cel_continued, 0)) {
        cel_redraw(editor);
    }
    return atomic_exchange(&cel_interrupted, 0);
}

// What cel_wait_for_input saw.
enum cel_input_wait { cel_input_ready, cel_input_signalled, cel_input_failed };

// Waits until the terminal has a byte to read (or its end or an error, which read(2) then
// reports) or a signal was noted; a signal comes first when both are there.
static enum cel_input_wait cel_wait_for_input(int fd) {
    struct pollfd watched[2] = {
        { .fd = fd, .events = POLLIN, .revents = 0 },
        // A negative fd is not polled: without the pipe, only the terminal is watched.
        { .fd = cel_signal_pipe[0], .events = POLLIN, .revents = 0 },
    };
    if (poll(watched, 2, -1) < 0) {
        return errno == EINTR ? cel_input_signalled : cel_input_failed;
    }
    if (watched[1].revents & POLLIN) {
        cel_drain_signal_pipe();
        return cel_input_signalled;
    }
    if (watched[0].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL)) {
        return cel_input_ready;
    }
    return cel_input_signalled;
}

// The editor's read function (EL_GETCFN): one character, as libedit's own reads it: a byte at
// a time, decoded in the current locale (LC_CTYPE); an invalid byte is dropped, and after an
// invalid sequence its last byte is decoded again, as the start of the next character. Returns
// 1 with the character, 0 at end of input, or -1 with errno: EINTR for Ctrl-C, which el_gets
// then returns as NULL with a count of -1.
static int cel_read_char(EditLine *editor, wchar_t *character) {
    int fd = cel_input_fd(editor);
    char bytes[MB_LEN_MAX];
    size_t count = 0;
    *character = L'\0';
    for (;;) {
        if (cel_act_on_signals(editor)) {
            errno = EINTR;
            return -1;
        }
        switch (cel_wait_for_input(fd)) {
        case cel_input_signalled:
            continue;
        case cel_input_failed:
            return -1;
        case cel_input_ready:
            break;
        }
        ssize_t got = read(fd, bytes + count, 1);
        if (got == 0) {
            return 0;
        }
        if (got < 0) {
            if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) {
                continue;
            }
            return -1;
        }
        count += 1;
        for (;;) {
            mbstate_t state;
            memset(&state, 0, sizeof state);
            size_t used = mbrtowc(character, bytes, count, &state);
            if (used == (size_t)-2) {
                // Incomplete: read the next byte, unless no character is this long.
                if (count == sizeof bytes) {
                    *character = L'\0';
                    errno = EILSEQ;
                    return -1;
                }
                break;
            }
            if (used == (size_t)-1) {
                if (count == 1) {
                    count = 0;
                    break;
                }
                bytes[0] = bytes[count - 1];
                count = 1;
                continue;
            }
            return 1;
        }
    }
}

int cel_read_with_signals(EditLine *editor) {
    if (el_set(editor, EL_SIGNAL, 0) != 0) {
        return -1;
    }
    return el_set(editor, EL_GETCFN, cel_read_char);
}

// The pipe cel_notify_interrupts' handler writes to; -1 when none.
static volatile sig_atomic_t cel_interrupt_notify_fd = -1;

// Writes one byte to the pipe: write(2) is async-signal-safe; errno is kept for the code the
// signal interrupted.
static void cel_notify_handler(int signal_number) {
    (void)signal_number;
    int saved_errno = errno;
    int fd = cel_interrupt_notify_fd;
    if (fd >= 0) {
        const unsigned char pressed = 1;
        ssize_t ignored = write(fd, &pressed, 1);
        (void)ignored;
    }
    errno = saved_errno;
}

void *cel_notify_interrupts(int notify_fd) {
    struct cel_signals_token *token = calloc(1, sizeof *token);
    if (token == NULL) {
        return NULL;
    }
    cel_interrupt_notify_fd = notify_fd;
    if (cel_install(token, SIGINT, cel_notify_handler, SA_RESTART, cel_replaces_any) != 0) {
        free(token);
        return NULL;
    }
    return token;
}
