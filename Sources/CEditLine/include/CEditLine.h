// CEditLine: a thin, non-variadic C face for libedit, callable from Swift.
//
// libedit's el_set, el_get and history are C-variadic, which Swift cannot call, and Swift 6
// rejects Glibc's stdin/stdout/stderr globals as not concurrency-safe. Every function below
// wraps exactly one such call (or a tiny group of POSIX calls) so the Swift side never needs
// either. Per-editor data travels through EL_CLIENTDATA; the only state kept here is what
// signal handlers need (the notes and the pipe through which signals reach the read function).

#ifndef CEDITLINE_H
#define CEDITLINE_H

#include <histedit.h>

#pragma clang assume_nonnull begin

// MARK: - Locale

/// Makes the C library decode multibyte input as UTF-8, which libedit needs to accept
/// non-ASCII characters: sets LC_CTYPE from the environment and, when that yields no
/// locale or a non-UTF-8 one (e.g. LANG unset), falls back to a UTF-8 locale.
/// Returns 1 when LC_CTYPE ends up UTF-8, 0 otherwise.
int cel_use_utf8_locale(void);

// MARK: - Editor lifetime

/// Creates an editor on the process's standard input, output and error streams.
/// Returns NULL when libedit cannot be initialised.
EditLine *_Nullable cel_init(const char *program);

/// Restores the terminal and frees the editor.
void cel_end(EditLine *editor);

/// Resets the terminal and the editor's internal state (el_reset).
void cel_reset(EditLine *editor);

// MARK: - Configuration

/// The callback that returns the prompt. The string it returns must stay valid until the
/// next call.
typedef char *_Nonnull (*cel_prompt_function)(EditLine *_Nonnull editor);

/// An editor command bound to a key; returns one of the CC_* codes from histedit.h.
typedef unsigned char (*cel_command_function)(EditLine *_Nonnull editor, int key);

/// EL_PROMPT.
int cel_set_prompt(EditLine *editor, cel_prompt_function prompt);

/// EL_CLIENTDATA: stores an opaque pointer that callbacks fetch with cel_client_data.
int cel_set_client_data(EditLine *editor, void *_Nullable data);

/// EL_CLIENTDATA (get). Returns NULL when nothing was stored.
void *_Nullable cel_client_data(EditLine *editor);

/// EL_EDITOR: "emacs" or "vi".
int cel_set_editor(EditLine *editor, const char *mode);

/// EL_ADDFN: registers a named editor command.
int cel_add_function(EditLine *editor, const char *name, const char *help,
                     cel_command_function function);

/// EL_BIND: binds a key sequence (e.g. "^I" for Tab) to a named editor command.
int cel_bind_key(EditLine *editor, const char *key, const char *command);

/// EL_HIST: lets the editor browse a history list (Up/Down, searches).
int cel_set_history(EditLine *editor, History *list);

// MARK: - Reading and editing the line

/// Reads one line (el_gets). Returns the line including its trailing newline, or NULL
/// with *count == 0 at end of input (Ctrl-D on an empty line) and *count == -1 on error
/// (errno == EINTR when Ctrl-C ended the read: see cel_catch_signals).
/// The string belongs to the editor and is valid until the next call.
const char *_Nullable cel_gets(EditLine *editor, int *count);

/// The line being edited, as UTF-8 bytes with byte offsets.
typedef struct cel_line {
    /// The line's bytes; not necessarily NUL-terminated at `length`.
    const char *buffer;
    /// Byte offset of the cursor.
    int cursor;
    /// Byte offset of the end of the line (libedit's lastchar).
    int length;
} cel_line;

/// The line being edited (el_line). Only valid until the line is edited again.
cel_line cel_current_line(EditLine *editor);

/// Inserts text at the cursor (el_insertstr). Returns 0 on success, -1 on failure.
int cel_insert(EditLine *editor, const char *text);

/// Deletes `count` characters (not bytes) before the cursor (el_deletestr).
void cel_delete_before_cursor(EditLine *editor, int count);

/// Writes text to the editor's output stream and flushes it; used inside editor commands,
/// e.g. to list completion candidates before returning CC_REDISPLAY.
void cel_write(EditLine *editor, const char *text);

// MARK: - History

/// Creates an empty history list. Returns NULL on allocation failure.
History *_Nullable cel_history_init(void);

/// Frees a history list.
void cel_history_end(History *list);

/// H_SETSIZE: the maximum number of entries kept.
int cel_history_set_size(History *list, int size);

/// H_SETUNIQUE: when non-zero, an entry equal to the newest one is not entered again.
int cel_history_set_unique(History *list, int unique);

/// H_ENTER: appends an entry.
int cel_history_enter(History *list, const char *line);

/// H_LOAD: reads entries from a file. Returns the number read, or -1 (e.g. no such file).
int cel_history_load(History *list, const char *path);

/// H_SAVE: writes all entries to a file (mode 0600). Returns the number written, or -1.
int cel_history_save(History *list, const char *path);

// MARK: - Signals and terminal

/// The editor reads each character with a function of its own (EL_GETCFN) that handles the
/// signals cel_catch_signals catches, on the reading thread between two keys, and libedit
/// catches none itself (EL_SIGNAL off: its handler's work could not happen between keys).
/// Characters are decoded as libedit's own read function decodes them (a byte at a time, in
/// LC_CTYPE). Returns 0, or -1 when libedit refused.
int cel_read_with_signals(EditLine *editor);

/// Catches, until cel_restore_signals, the signals that reach a program reading a line at a
/// terminal; an editor set up with cel_read_with_signals then handles them whenever they come
/// while cel_gets runs, including while it is busy between two reads (echoing, completing):
/// - SIGINT (Ctrl-C) ends cel_gets: NULL, count -1, errno EINTR. Caught whatever its
///   disposition was; a Ctrl-C from before the call is forgotten.
/// - SIGTSTP (Ctrl-Z) puts the terminal back as it was, stops the process, and once continued
///   sets the editor's mode again; SIGCONT redraws the prompt and the line; SIGWINCH makes the
///   editor follow the terminal's new size.
/// - SIGHUP, SIGTERM and SIGQUIT put the terminal back as it was, then go on to the disposition
///   they had (by default the process ends).
/// SIGTSTP, SIGCONT and SIGWINCH are caught only where their default action would apply, the
/// signals that end the process unless ignored. The calling thread stops blocking them.
/// Returns a token holding the previous dispositions, for cel_restore_signals, or NULL on
/// failure (nothing was changed then).
void *_Nullable cel_catch_signals(EditLine *editor);

/// Reinstalls the dispositions and the signal mask saved in the token and frees the token.
void cel_restore_signals(void *token);

/// Installs a SIGINT handler that writes one byte (1) to `notify_fd`, the write end of a pipe,
/// WITH SA_RESTART, so the running code's system calls go on: a thread reading the pipe learns
/// of Ctrl-C while the main thread is busy. Returns a token for cel_restore_signals, or NULL
/// on failure (nothing was changed then). Restore before closing `notify_fd`.
void *_Nullable cel_notify_interrupts(int notify_fd);

/// The width in columns of the terminal on `fd`, or 0 when unknown.
int cel_terminal_columns(int fd);

#pragma clang assume_nonnull end

#endif // CEDITLINE_H
