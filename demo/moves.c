#include <stdio.h>
#include "switchyard.h"
int main(void) { printf("demo\n"); return 0; }
