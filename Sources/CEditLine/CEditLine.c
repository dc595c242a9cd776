#include "CEditLine.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>
#include <unistd.h>

// MARK: - Locale

static int cel_ctype_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL
        && (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "UTF8") == 0);
}

int cel_use_utf8_locale(void) {
    if (setlocale(LC_CTYPE, "") != NULL && cel_ctype_is_utf8()) {
        return 1;
    }
    static const char *const fallbacks[] = { "C.UTF-8", "C.utf8", "UTF-8", "en_US.UTF-8" };
    for (size_t i = 0; i < sizeof fallbacks / sizeof fallbacks[0]; i++) {
        if (setlocale(LC_CTYPE, fallbacks[i]) != NULL && cel_ctype_is_utf8()) {
            return 1;
        }
    }
    return 0;
}

// MARK: - Editor lifetime

EditLine *cel_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

void cel_end(EditLine *editor) {
    el_end(editor);
}

void cel_reset(EditLine *editor) {
    el_reset(editor);
}

// MARK: - Configuration

int cel_set_prompt(EditLine *editor, cel_prompt_function prompt) {
    return el_set(editor, EL_PROMPT, prompt);
}

int cel_set_client_data(EditLine *editor, void *data) {
    return el_set(editor, EL_CLIENTDATA, data);
}

void *cel_client_data(EditLine *editor) {
    void *data = NULL;
    if (el_get(editor, EL_CLIENTDATA, &data) != 0) {
        return NULL;
    }
    return data;
}

int cel_set_editor(EditLine *editor, const char *mode) {
    return el_set(editor, EL_EDITOR, mode);
}

int cel_set_signal_handling(EditLine *editor, int enabled) {
    return el_set(editor, EL_SIGNAL, enabled);
}

int cel_add_function(EditLine *editor, const char *name, const char *help,
                     cel_command_function function) {
    return el_set(editor, EL_ADDFN, name, help, function);
}

int cel_bind_key(EditLine *editor, const char *key, const char *command) {
    return el_set(editor, EL_BIND, key, command, (const char *)NULL);
}

int cel_set_history(EditLine *editor, History *list) {
    return el_set(editor, EL_HIST, history, list);
}

// MARK: - Reading and editing the line

const char *cel_gets(EditLine *editor, int *count) {
    return el_gets(editor, count);
}

cel_line cel_current_line(EditLine *editor) {
    const LineInfo *info = el_line(editor);
    cel_line line = {
        .buffer = info->buffer,
        .cursor = (int)(info->cursor - info->buffer),
        .length = (int)(info->lastchar - info->buffer),
    };
    return line;
}

int cel_insert(EditLine *editor, const char *text) {
    return el_insertstr(editor, text);
}

void cel_delete_before_cursor(EditLine *editor, int count) {
    el_deletestr(editor, count);
}

void cel_write(EditLine *editor, const char *text) {
    FILE *output = NULL;
    if (el_get(editor, EL_GETFP, 1, &output) != 0 || output == NULL) {
        output = stdout;
    }
    fputs(text, output);
    fflush(output);
}

// MARK: - History

History *cel_history_init(void) {
    return history_init();
}

void cel_history_end(History *list) {
    history_end(list);
}

int cel_history_set_size(History *list, int size) {
    HistEvent event;
    return history(list, &event, H_SETSIZE, size);
}

int cel_history_set_unique(History *list, int unique) {
    HistEvent event;
    return history(list, &event, H_SETUNIQUE, unique);
}

int cel_history_enter(History *list, const char *line) {
    HistEvent event;
    return history(list, &event, H_ENTER, line);
}

int cel_history_load(History *list, const char *path) {
    HistEvent event;
    return history(list, &event, H_LOAD, path);
}

int cel_history_save(History *list, const char *path) {
    HistEvent event;
    return history(list, &event, H_SAVE, path);
}

// MARK: - Signals and terminal

// What cel_restore_interrupts puts back: SIGINT's disposition, and the calling thread's signal
// mask when it was changed.
struct cel_interrupts_token {
    struct sigaction action;
    sigset_t mask;
    int restores_mask;
};

// The thread reading a line, which SIGINT must reach; valid while cel_has_reading_thread is 1.
static pthread_t cel_reading_thread;
static volatile sig_atomic_t cel_has_reading_thread = 0;

// Exists so that SIGINT interrupts read(2) with EINTR rather than terminating the process. A
// process-directed signal goes to any thread that does not block it, and the reading thread
// is not always the one it reaches: once Swift's main actor has suspended, its work (and so
// the REPL's read) runs on the thread that serves the main dispatch queue, and the process's
// first thread takes the signal. It is then sent on to the reading thread.
// pthread_kill, pthread_self and pthread_equal are async-signal-safe.
static void cel_interrupt_handler(int signal_number) {
    if (cel_has_reading_thread && !pthread_equal(pthread_self(), cel_reading_thread)) {
        pthread_kill(cel_reading_thread, signal_number);
    }
}

static struct cel_interrupts_token *cel_install_interrupt_handler(void (*handler)(int), int flags) {
    struct cel_interrupts_token *token = malloc(sizeof *token);
    if (token == NULL) {
        return NULL;
    }
    token->restores_mask = 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    if (sigaction(SIGINT, &action, &token->action) != 0) {
        free(token);
        return NULL;
    }
    return token;
}

void *cel_catch_interrupts(void) {
    cel_reading_thread = pthread_self();
    cel_has_reading_thread = 1;
    // Deliberately no SA_RESTART.
    struct cel_interrupts_token *token = cel_install_interrupt_handler(cel_interrupt_handler, 0);
    if (token == NULL) {
        cel_has_reading_thread = 0;
        return NULL;
    }
    // A dispatch queue's thread blocks SIGINT: the reading thread must take it.
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    token->restores_mask = pthread_sigmask(SIG_UNBLOCK, &interrupt, &token->mask) == 0;
    return token;
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
    cel_interrupt_notify_fd = notify_fd;
    return cel_install_interrupt_handler(cel_notify_handler, SA_RESTART);
}

void cel_restore_interrupts(void *opaque) {
    struct cel_interrupts_token *token = opaque;
    cel_has_reading_thread = 0;
    sigaction(SIGINT, &token->action, NULL);
    if (token->restores_mask) {
        pthread_sigmask(SIG_SETMASK, &token->mask, NULL);
    }
    free(token);
}

int cel_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
        return 0;
    }
    return size.ws_col;
}
