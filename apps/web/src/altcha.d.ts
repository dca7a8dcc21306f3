// The ALTCHA widget's element in JSX, and its global registry (`$altcha`), as the package declares them.
import 'altcha/types/react';
import 'altcha/types/global';
