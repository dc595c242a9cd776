#include "CEditLine.h"

#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/ioctl.h>

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

// MARK: - Terminal

int cel_terminal_columns(int fd) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) {
        return 0;
    }
    return size.ws_col;
}
